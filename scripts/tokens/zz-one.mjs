import { timeScaleBuild } from './bench.mjs';
import { scaleTokens, chainTokens } from './scale-project.mjs';
await timeScaleBuild({ tokens: scaleTokens(500) });
for (const arg of process.argv.slice(2)) {
  const [k, n] = arg.split(':');
  const t = await timeScaleBuild({ tokens: k === 'chain' ? chainTokens(+n) : scaleTokens(+n) });
  console.log(arg, Math.round(t.ms), 'ms wall', Math.round(t.cpuMs), 'ms cpu');
}
