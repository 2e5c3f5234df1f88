// The API and delivery suites start servers and processes: on two busy cores (two test files at once) one
// step can take several seconds, so a test gets 20 s before it counts as hung. (`testTimeout` in a project
// of a multi-project config is ignored by jest; this is the per-project way.)
jest.setTimeout(20_000);
