import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./wasm-compiler.ts', import.meta.url).href;

/**
 * A fresh node (V8's flags are per process) applies the setting as server/main.ts does, then
 * calls a WebAssembly function once and asks V8 which compiler made the code it ran.
 */
function firstCallCompiler(env: Record<string, string>): string {
  const script = `
    const { compileWasmOptimizedOnly } = await import(${JSON.stringify(moduleUrl)});
    const applied = compileWasmOptimizedOnly(${JSON.stringify(env)});
    // (module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add))
    const bytes = new Uint8Array([0,97,115,109,1,0,0,0,1,7,1,96,2,127,127,1,127,3,2,1,0,7,7,1,3,97,100,100,0,0,10,9,1,7,0,32,0,32,1,106,11]);
    const { instance } = await WebAssembly.instantiate(bytes);
    if (instance.exports.add(2, 3) !== 5) throw new Error('wrong sum');
    const liftoff = new Function('f', 'return %IsLiftoffFunction(f)')(instance.exports.add);
    const turbofan = new Function('f', 'return %IsTurboFanFunction(f)')(instance.exports.add);
    console.log(JSON.stringify({ applied, liftoff, turbofan }));`;
  return execFileSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.resolve(__dirname, '../..'),
    encoding: 'utf8',
  }).trim();
}

describe("the embedded database's WebAssembly compiler (ADR 0091)", () => {
  it('is the optimizing one from the first call', () => {
    expect(JSON.parse(firstCallCompiler({}))).toEqual({ applied: true, liftoff: false, turbofan: true });
  }, 30_000);

  it("stays V8's default (baseline first) with PGLITE_LIFTOFF=1", () => {
    expect(JSON.parse(firstCallCompiler({ PGLITE_LIFTOFF: '1' }))).toEqual({ applied: false, liftoff: true, turbofan: false });
  }, 30_000);
});
