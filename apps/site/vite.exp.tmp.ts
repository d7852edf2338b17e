import base from './vite.config.ts';
export default async (env: any) => { const c: any = await (base as any)(env); c.build.outDir='/tmp/dist-exp'; c.build.rolldownOptions.experimental = { chunkOptimization: false }; return c; };
