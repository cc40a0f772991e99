// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process (one Node process serves the web app and the API).
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, SERVER_MAIN } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(SERVER_MAIN).href);
