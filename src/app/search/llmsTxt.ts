// /llms.txt and /llms-full.txt (the llmstxt.org convention): the site's content as plain Markdown for
// language models and other readers, generated at build time from the same content as the search index.
import { TOKEN_CATEGORIES } from '../../content/tokenCategories';
import { SITE_TAGLINE } from '../../content/navigation';
import { tokenCategoryOf } from '../../pages/DesignTokens/tokenDocs';
import { markdownCode, markdownText } from '../../lib/outputText';
import { docsSectionHref, STATUS_LABELS, tokenHref, tokenValueText, type SearchContent } from './searchIndex';
import { apiEntryId } from '../../lib/apiReferenceIds';

const SITE_NAME = 'Motion Kit';

// Descriptions, names and values are plain text: a token file's description (or any other) must not
// render as a link, an image or HTML in a Markdown viewer, so each goes through markdownText, and
// each value into a code span it cannot close.
const text = markdownText;

function pageList({ routes, descriptions }: SearchContent, kind: 'pages' | 'examples'): string[] {
  return routes
    .filter((route) => (kind === 'examples') === Boolean(route.category))
    .map((route) => {
      const aliases = route.aliases?.length ? ` (also at ${route.aliases.join(', ')})` : '';
      return `- [${text(route.title)}](${route.path}): ${text(descriptions[route.path] ?? '')}${aliases}`;
    });
}

function header(): string[] {
  return [`# ${SITE_NAME}`, '', `> ${SITE_TAGLINE}`, ''];
}

/** Every page with its one-line description. */
export function llmsTxt(content: SearchContent): string {
  return [
    ...header(),
    'A motion-focused UI component kit and design system: tokens, accessible React components and an adaptive Experience System. The full text of the documentation, the component list and the token tables are in [llms-full.txt](/llms-full.txt).',
    '',
    '## Pages',
    '',
    ...pageList(content, 'pages'),
    '',
    '## Examples',
    '',
    ...pageList(content, 'examples'),
    '',
  ].join('\n');
}

/**
 * The kit's API reference: per component its props (type, default, required, description), the keys it
 * answers to and the tokens it reads; then the functions with their signatures. Each export once, under
 * its home page.
 */
function apiReferenceText({ api }: SearchContent): string[] {
  const lines = ['## API reference of @motion-kit/react', '', 'Generated from the kit\'s TypeScript and JSDoc when the site is built.', ''];
  for (const { slug, data } of api) {
    const page = `/examples/${slug}`;
    for (const component of data.components) {
      lines.push(`### ${text(component.name)}`, '', `${text(component.description)} On [${page}](${page}#${apiEntryId(component.name)}).`, '');
      if (component.props.length) {
        lines.push('| Prop | Type | Default | Required | Description |', '| --- | --- | --- | --- | --- |');
        for (const [name, type, defaultValue, required, description] of component.props) {
          lines.push(`| ${markdownCode(name)} | ${markdownCode(type)} | ${defaultValue ? markdownCode(defaultValue) : 'none'} | ${required ? 'yes' : 'no'} | ${text(description)} |`);
        }
        lines.push('');
      }
      if (component.keys.length) {
        lines.push('| Key | Action |', '| --- | --- |', ...component.keys.map(([keys, effect]) => `| ${markdownCode(keys)} | ${text(effect)} |`), '');
      }
      if (component.tokens.length) lines.push(`Tokens it reads: ${component.tokens.map(([cssVar]) => markdownCode(cssVar)).join(', ')}`, '');
    }
    if (data.functions.length) {
      lines.push(`### Functions on ${page}`, '');
      for (const fn of data.functions) lines.push(`- ${markdownCode(fn.signature.replace(/\n/g, ' '))}: ${text(fn.description)}`);
      lines.push('');
    }
  }
  return lines;
}

/** The pages, then the documentation sections, the components with their options and the token tables. */
export function llmsFullTxt(content: SearchContent): string {
  const lines = [...header(), '## Pages', '', ...pageList(content, 'pages'), '', '## Examples', '', ...pageList(content, 'examples'), ''];

  lines.push('## Documentation', '');
  for (const section of content.docsSections) {
    const badges = [section.isPro ? 'Pro' : '', section.isNew ? 'New' : ''].filter(Boolean);
    lines.push(`### ${text(section.label)}${badges.length ? ` (${badges.join(', ')})` : ''}`, '', text(section.description), '', `Read it at [${docsSectionHref(section.id)}](${docsSectionHref(section.id)}).`);
    const headings = content.docsHeadings[section.id] ?? [];
    if (headings.length) lines.push('', ...headings.map((heading) => `- ${text(heading)}`));
    lines.push('');
  }

  lines.push('## Components', '');
  for (const category of content.catalog) {
    lines.push(`### ${text(category.name)}`, '', text(category.description), '', '| Component | Status | Description | Page |', '| --- | --- | --- | --- |');
    for (const component of category.components) {
      const page = component.status === 'coming-soon' ? 'planned' : `[${component.path}](${component.path})`;
      lines.push(`| ${text(component.name)} | ${STATUS_LABELS[component.status]} | ${text(component.description)} | ${page} |`);
    }
    lines.push('');
  }

  lines.push(...apiReferenceText(content), '## Design tokens', '', 'Every token is a CSS custom property. Values are those of the dark (default) theme; where the light theme assigns another, it follows.', '');
  const light = new Map(content.lightTokens.map((row) => [row.name, row]));
  for (const category of TOKEN_CATEGORIES) {
    const rows = content.tokens.filter((row) => tokenCategoryOf(row) === category.id);
    if (!rows.length) continue;
    lines.push(`### ${text(category.label)}`, '', text(category.description), '', '| Token | CSS variable | Value | Light theme | Description |', '| --- | --- | --- | --- | --- |');
    for (const row of rows) {
      const value = tokenValueText(row.value);
      const lightRow = light.get(row.name);
      const lightValue = lightRow ? tokenValueText(lightRow.value) : value;
      lines.push(
        `| [${text(row.name)}](${tokenHref(row)}) | ${markdownCode(row.cssVar)} | ${markdownCode(value)} | ${lightValue === value ? 'same' : markdownCode(lightValue)} | ${text(row.description)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
