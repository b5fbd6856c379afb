// Loaded first by eslint.config.js, before typescript-eslint.
//
// The project compiles with TypeScript 7, the native compiler, whose npm package no longer
// carries the JavaScript compiler API. typescript-eslint's parser needs that API (it parses
// with ts.createSourceFile; the lint is type-unaware, so no program or type checker is built).
// package.json therefore installs TypeScript 5.9 under the alias `typescript-classic`, lets
// typescript-eslint's peer dependency accept the root TypeScript (an npm override), and here,
// in the lint process only, every require('typescript') is answered with the classic package.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const classic = require.resolve('typescript-classic');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveClassicTypeScript(request, ...rest) {
  return request === 'typescript' ? classic : resolveFilename.call(this, request, ...rest);
};
