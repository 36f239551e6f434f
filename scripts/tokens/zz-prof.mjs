import { timeScaleBuild } from './bench.mjs';
import { scaleTokens } from './scale-project.mjs';
await timeScaleBuild({ tokens: scaleTokens(500) });
const t = await timeScaleBuild({ tokens: scaleTokens(20000) });
console.log(Math.round(t.cpuMs));
