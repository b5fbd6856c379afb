// The build's number patterns (src/lib/number-pattern.ts): worked out here in Node for the
// VITE_PRICE_* setting (the environment or a .env file) and written into the page as the
// __NUMBER_PATTERNS__ constant, so the browser writes numbers and prices without making an
// Intl.NumberFormat.
import { loadEnv, type Plugin } from 'vite';
import { buildPatterns, priceSettingFrom } from '../src/lib/number-pattern';

export function numberPatterns(): Plugin {
  return {
    name: 'number-patterns',
    config(config, { mode }) {
      const env = loadEnv(mode, config.envDir || config.root || process.cwd(), 'VITE_PRICE_');
      return { define: { __NUMBER_PATTERNS__: JSON.stringify(buildPatterns(priceSettingFrom(env))) } };
    },
  };
}
