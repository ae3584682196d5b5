import { describe, expect, it } from 'vitest';
import { dynamicImportDeps, staticImports } from './console-sizes';

// Shapes copied from a Vite 8 (rolldown) production chunk.
const chunk =
  'import{r as e}from"./rolldown-runtime-XKyaHtl9.js";import"./side-effect-AAAAAAAA.js";' +
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/altcha-captcha-BxcaERN2.js","assets/react-DlmbjZJV.js","assets/altcha-captcha-EiExP_x9.css","assets/login-submit-DWcd16L8.js"])))=>i.map(i=>d[i]);' +
  'dl=(0,L.lazy)(()=>ul(()=>import(`./altcha-captcha-BxcaERN2.js`),__vite__mapDeps([0,1,2]))),' +
  'fl=async e=>(await ul(async()=>{let{submitLogin:e}=await import(`./login-submit-DWcd16L8.js`);return{submitLogin:e}},__vite__mapDeps([3])))';

describe('chunk parsing', () => {
  it('finds static imports but not dynamic ones', () => {
    expect(staticImports(chunk)).toEqual(['./rolldown-runtime-XKyaHtl9.js', './side-effect-AAAAAAAA.js']);
  });

  it('maps each dynamic import to the files Vite preloads with it, CSS included', () => {
    const deps = dynamicImportDeps(chunk);
    expect(deps.get('altcha-captcha-BxcaERN2.js')).toEqual([
      'altcha-captcha-BxcaERN2.js',
      'react-DlmbjZJV.js',
      'altcha-captcha-EiExP_x9.css',
    ]);
  });
});
