// Put into the API's CommonJS bundle (bundle.cjs): the source's `import.meta.url` is the bundle file's URL.
import { pathToFileURL } from 'node:url';

export const importMetaUrl = pathToFileURL(__filename).href;
