// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process (one Node process serves the web app and the API).
import { pathToFileURL } from 'node:url';
import { at, buildServerIfNeeded, buildWebIfNeeded } from './build-if-needed.mjs';

buildWebIfNeeded();
buildServerIfNeeded('main.js');
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
