import '@testing-library/jest-dom';
import { api } from 'shared-auth';

// UI unit tests reach no server: every call fails as if offline, unless a test gives the client a
// transport of its own (apiResponses.ts). The composed site against the real API is covered by the browser tests.
const network = api.transport;
beforeEach(() => {
  api.transport = () => Promise.reject(new TypeError('Failed to fetch'));
});

afterEach(() => {
  api.transport = network;
  if (typeof localStorage !== 'undefined') localStorage.clear(); // not in a test that runs as node
});
