# Usage: zsh -f completeInZsh.zsh <completion script> <out file> <line>...
# Types each line and Tab into an interactive zsh on a pseudo-terminal (zsh/zpty) that sourced the
# completion script after compinit, and appends the line as completion left it to <out file> (a
# widget bound to ^X writes it). Each line waits for the one before: completion behaves otherwise
# with keys typed ahead. Gives up on a line after 20 s.
zmodload zsh/zpty
script=$1 out=$2
shift 2
: >$out
zpty shell 'zsh -f -i'
zpty -w shell "PS1='> '; bindkey -e; autoload -U compinit && compinit -u -D; source ${(q)script}; dump() { print -r -- \"\$BUFFER\" >>${(q)out}; BUFFER=; }; zle -N dump; bindkey '^X' dump"
done=0
for line in "$@"; do
  zpty -w -n shell "$line"$'\t'
  zpty -w -n shell $'\C-x'
  (( done++ ))
  for i in {1..200}; do
    (( $(wc -l <$out) >= done )) && break
    sleep 0.1
  done
done
zpty -d shell
