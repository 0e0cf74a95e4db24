// The theme's start-up cost (README.md#measured): the console's system built from Chakra's base config, its
// tokens and only the recipes in use (src/theme/system.ts, `pnpm gen:chakra`), against the same theme
// on Chakra's whole `defaultConfig`, as it was before. Each figure is the first call in a fresh Node
// process (what a page pays once, before the JIT warms up), medians of BENCH_RUNS processes (default
// 9, old and new alternating): `createSystem`, then the CSS ChakraProvider writes on its first render
// (CSS variables, global CSS, preflight). Prints figures; asserts nothing.
//
//   pnpm --filter ui-kit bench        (BENCH_RUNS=15 for more runs)
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

type Variant = 'defaultConfig' | 'recipes in use';
interface Sample {
  createSystem: number;
  firstCss: number;
  recipes: number;
  slotRecipes: number;
  cssBytes: number;
}

async function measure(variant: Variant): Promise<Sample> {
  const chakra = await import('@chakra-ui/react');
  const theme = await import('../src/theme/system');
  const started = performance.now();
  const system =
    variant === 'defaultConfig'
      ? chakra.createSystem(chakra.defaultConfig, theme.themeConfig)
      : chakra.createSystem(chakra.defaultBaseConfig, theme.chakraTheme, theme.themeConfig);
  const created = performance.now();
  const css = [system.getTokenCss(), system.getGlobalCss(), system.getPreflightCss()];
  const done = performance.now();
  return {
    createSystem: created - started,
    firstCss: done - created,
    recipes: Object.keys(system._config.theme?.recipes ?? {}).length,
    slotRecipes: Object.keys(system._config.theme?.slotRecipes ?? {}).length,
    cssBytes: JSON.stringify(css).length,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const child = process.env.THEME_BENCH_VARIANT as Variant | undefined;
  if (child) {
    process.stdout.write(JSON.stringify(await measure(child)));
    return;
  }
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 9));
  const variants: Variant[] = ['defaultConfig', 'recipes in use'];
  const samples = new Map<Variant, Sample[]>(variants.map((variant) => [variant, []]));
  for (let run = 0; run < runs; run += 1)
    for (const variant of variants) {
      const out = execFileSync(process.execPath, [...process.execArgv, __filename], {
        env: { ...process.env, THEME_BENCH_VARIANT: variant },
        encoding: 'utf8',
      });
      samples.get(variant)!.push(JSON.parse(out) as Sample);
    }
  console.log(
    `Theme start-up, first call in a fresh Node ${process.version} process, medians of ${runs} (load ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
  );
  console.log('Command: pnpm --filter ui-kit bench\n');
  console.log(
    `${'system built from'.padEnd(18)} ${'recipes'.padStart(8)} ${'slot'.padStart(5)} ${'createSystem'.padStart(13)} ${'first CSS'.padStart(10)} ${'CSS bytes'.padStart(10)}`,
  );
  for (const variant of variants) {
    const all = samples.get(variant)!;
    const first = all[0]!;
    console.log(
      `${variant.padEnd(18)} ${String(first.recipes).padStart(8)} ${String(first.slotRecipes).padStart(5)} ` +
        `${`${median(all.map((s) => s.createSystem)).toFixed(1)} ms`.padStart(13)} ` +
        `${`${median(all.map((s) => s.firstCss)).toFixed(1)} ms`.padStart(10)} ${String(first.cssBytes).padStart(10)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
