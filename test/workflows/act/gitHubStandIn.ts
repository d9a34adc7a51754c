// The one import of the GitHub stand-in for the act runs: it moves to test/fakes/github/.
export { type FakeGitHub, startFakeGitHub } from '../../fakes/github/fakeGitHub.ts';
