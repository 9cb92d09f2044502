// Makes @netlify/dev run Netlify Functions the way a warm deploy does: built once, loaded once,
// and invoked inside this process, instead of rebuilding each function (bundle + dependency
// trace) into a fresh folder and starting a new worker thread that re-imports it on every
// request. On a two-core machine that cost about 1.5 s of CPU per API call, so the load test and
// the API benchmarks measured the dev tool, and 50 concurrent requests ran into the 30 s
// function timeout. The invocation itself is unchanged: the function's real Netlify bootstrap
// (context, Blobs, streaming) runs through lambda-local, as in @netlify/functions-dev's worker.
//
// It relies on internals of @netlify/functions-dev (FunctionsHandler.invoke and a function's
// runtime.invokeFunction) and builds the Lambda event its worker would, with @netlify/dev-utils'
// helpers, so @netlify/dev, @netlify/functions-dev, @netlify/dev-utils and lambda-local are all
// pinned exactly in package.json, and start-up fails with a clear message (assertPatchApplies) when the
// copies patched here are not the ones @netlify/dev loads (a second copy installed by an upgrade)
// or the internals are gone, instead of silently running the slow path. tests/unit/local-server
// checks the fast path is the one answering. Set NETLIFY_DEV_FUNCTION_WORKERS=1 to get
// @netlify/dev's own behaviour back. Functions are loaded once, so restart the server after
// editing one (the e2e tests and the bench always do).
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';
import { shouldBase64Encode } from '@netlify/dev-utils';
// Importing lambda-local also defines the `awslambda` global the bootstrap needs at load time.
import lambdaLocal from 'lambda-local';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
// Netlify's edge consumes this one (a timing entry per outgoing fetch, e.g. each Blobs read) and
// never sends it to browsers; passed on, a list of 500 records overflows Node's 16 KB header limit.
const EDGE_ONLY_HEADERS = new Set(['x-nf-fetch-timing']);

/** The package folder Node would load `name` from for code in `fromFile` (node_modules lookup, walking up). */
function packageDirFor(name, fromFile) {
  for (let dir = dirname(fromFile); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

const packageDirOf = (specifier) => {
  const main = fileURLToPath(import.meta.resolve(specifier));
  return realpathSync(
    main.slice(0, main.lastIndexOf(join('node_modules', ...specifier.split('/'))) + join('node_modules', ...specifier.split('/')).length),
  );
};

/**
 * Fails fast, with what to do, when the patch below would not reach the code @netlify/dev runs:
 * another copy of @netlify/functions-dev or lambda-local next to @netlify/dev's, or the
 * internals this file relies on missing from the copy it patches.
 */
export function assertPatchApplies() {
  const devMain = fileURLToPath(import.meta.resolve('@netlify/dev'));
  const functionsDev = packageDirOf('@netlify/functions-dev');
  const functionsDevUsedByDev = packageDirFor('@netlify/functions-dev', devMain);
  const lambdaLocalUsed = packageDirFor('lambda-local', join(functionsDevUsedByDev ?? functionsDev, 'dist', 'main.js'));
  const problems = [];
  if (functionsDevUsedByDev !== functionsDev)
    problems.push(`@netlify/dev loads @netlify/functions-dev from ${functionsDevUsedByDev}, but ${functionsDev} is the copy patched`);
  if (lambdaLocalUsed !== packageDirOf('lambda-local'))
    problems.push(`@netlify/functions-dev loads lambda-local from ${lambdaLocalUsed}, not the copy used here`);
  if (typeof FunctionsHandler?.prototype?.invoke !== 'function')
    problems.push('FunctionsHandler.prototype.invoke no longer exists in @netlify/functions-dev');
  if (problems.length) {
    throw new Error(
      `The local server's in-process functions patch does not apply:\n  - ${problems.join('\n  - ')}\n` +
        'Pin @netlify/dev, @netlify/functions-dev and lambda-local to matching exact versions in package.json (see scripts/lib/in-process-functions.mjs), or set NETLIFY_DEV_FUNCTION_WORKERS=1 to run without it.',
    );
  }
}

/** How many function modules the fast path has loaded (tests check it is the one answering). */
export const inProcessModuleCount = () => modules.size;

export function runFunctionsInProcess() {
  if (process.env.NETLIFY_DEV_FUNCTION_WORKERS === '1') return;
  assertPatchApplies();
  if (FunctionsHandler.prototype.invoke.inProcessPatch) return;
  const originalInvoke = FunctionsHandler.prototype.invoke;
  FunctionsHandler.prototype.invoke = function (request, route, func) {
    // Without a build directory, @netlify/dev uses the build it made when the function was registered.
    this.globalBuildDirectory = undefined;
    if (typeof func.runtime?.invokeFunction === 'function' && !func.runtime.inProcess) {
      const viaWorker = func.runtime.invokeFunction;
      func.runtime.invokeFunction = (options) => invokeInProcess(options, viaWorker);
      func.runtime.inProcess = true;
    }
    return originalInvoke.call(this, request, route, func, undefined);
  };
  // Starting a second server in one process (tests) must not wrap the wrapper.
  FunctionsHandler.prototype.invoke.inProcessPatch = true;
}

const modules = new Map();

async function invokeInProcess({ context, func, request, route, timeout, ...rest }, viaWorker) {
  const buildData = await func.getBuildData();
  // Only v2 functions (`export default async (req, context)`) are handled here; anything else keeps @netlify/dev's path.
  if (buildData?.runtimeAPIVersion !== 2) return viaWorker({ context, func, request, route, timeout, ...rest });
  const entry = pathToFileURL(buildData.buildPath ?? func.mainFile).href;
  if (!modules.has(entry)) modules.set(entry, import(entry));
  const lambdaFunc = await modules.get(entry);

  const result = await lambdaLocal.execute({
    clientContext: JSON.stringify(context),
    event: await lambdaEvent(request, route),
    lambdaFunc,
    region: 'dev',
    timeoutMs: timeout * 1000,
    verboseLevel: 0,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers ?? {})) if (value !== undefined) headers.set(name.toLowerCase(), String(value));
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {}))
    for (const value of values) headers.append(name.toLowerCase(), String(value));
  for (const name of EDGE_ONLY_HEADERS) headers.delete(name);
  return new Response(NULL_BODY_STATUSES.has(result.statusCode) ? null : result.body, { headers, status: result.statusCode });
}

/** The Lambda-style event @netlify/functions-dev builds for its worker (same fields). */
async function lambdaEvent(request, route) {
  const url = new URL(request.url);
  const queryStringParameters = {};
  const multiValueQueryStringParameters = {};
  url.searchParams.forEach((value, key) => {
    queryStringParameters[key] = queryStringParameters[key] ? `${queryStringParameters[key]},${value}` : value;
    multiValueQueryStringParameters[key] = [...(multiValueQueryStringParameters[key] ?? []), value];
  });
  const headers = {};
  const multiValueHeaders = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((part) => part.trim());
  });
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: (await request.text()) || null,
    isBase64Encoded: shouldBase64Encode(request.headers.get('content-type') ?? ''),
    route,
  };
}
