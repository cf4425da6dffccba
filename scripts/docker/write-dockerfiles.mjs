#!/usr/bin/env node
// Writes every present app's Dockerfile from the template (scripts/docker/dockerfiles.cjs).
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { dockerfileFor, dockerImages } = require('./dockerfiles.cjs');
const { repoRoot } = require('../lib/apps.cjs');

for (const image of dockerImages()) {
  if (!existsSync(path.join(repoRoot, image.workspace, 'package.json'))) continue;
  writeFileSync(path.join(repoRoot, image.file), dockerfileFor(image.id));
  console.log(`wrote ${image.file}`);
}
