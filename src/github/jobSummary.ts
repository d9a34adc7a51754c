import * as core from '@actions/core';

/** Appends `markdown` to the job summary of the current step ($GITHUB_STEP_SUMMARY). */
export async function writeJobSummary(markdown: string): Promise<void> {
  await core.summary.addRaw(markdown, true).write();
}
