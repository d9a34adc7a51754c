// The keys kubectl ships (applyset.kubernetes.io/), not the KEP draft's applyset.k8s.io/: interoperability means matching kubectl.
export const ID_LABEL = 'applyset.kubernetes.io/id';
export const PART_OF_LABEL = 'applyset.kubernetes.io/part-of';
export const TOOLING_ANNOTATION = 'applyset.kubernetes.io/tooling';
export const GROUP_KINDS_ANNOTATION = 'applyset.kubernetes.io/contains-group-kinds';
export const LEGACY_GROUP_RESOURCES_ANNOTATION = 'applyset.kubernetes.io/contains-group-resources';
export const NAMESPACES_ANNOTATION = 'applyset.kubernetes.io/additional-namespaces';
export const PARENT_TYPE_LABEL = 'applyset.kubernetes.io/is-parent-type';

/** Our own: a live member carrying this annotation set to "disabled" is never pruned (the name follows kapp/Argo CD's opt-outs). */
export const PRUNE_OPT_OUT_ANNOTATION = 'applyset-action.github.io/prune';
export const PRUNE_OPT_OUT_VALUE = 'disabled';

export const TOOL_NAME = 'applyset-action';

/** Our own: on a member that existed before its set took it, the set's id; `delete` leaves such a member in place. */
export const ADOPTED_ANNOTATION = 'applyset-action.github.io/adopted';
