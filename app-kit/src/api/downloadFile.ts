import type { EndpointKey } from 'contracts';
import { api } from 'shared-auth';
import { type CallInput, requestLine } from './callApi';

/**
 * Fetches a file from an endpoint with the session (a plain link cannot send the token) and saves it
 * under `fileName` through a temporary object URL.
 */
export async function downloadFile<K extends EndpointKey>(key: K, input: CallInput<K>, fileName: string) {
  const { method, url } = requestLine(key, input);
  const answer = await api.request<Blob>({
    method,
    url,
    params: input.query as object | undefined,
    responseType: 'blob',
  });
  const href = URL.createObjectURL(answer.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
