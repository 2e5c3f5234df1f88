import '@testing-library/jest-dom';
import { AxiosError } from 'axios';
import { api } from 'shared-auth';

// UI unit tests reach no server: every call fails as if offline, unless a test gives the client an
// adapter of its own. The composed site against the real API is covered by the browser tests.
const offline = api.defaults.adapter;
beforeEach(() => {
  api.defaults.adapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
});

afterEach(() => {
  api.defaults.adapter = offline;
  if (typeof localStorage !== 'undefined') localStorage.clear(); // not in a test that runs as node
});
