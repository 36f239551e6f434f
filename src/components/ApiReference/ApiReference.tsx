// An example page's API reference: per component a props table, a keyboard table and the tokens it reads;
// then the page's functions and hooks with their signatures. The data is made at build time from the kit's
// types (`import api from 'virtual:kit-api/<slug>'`, docs/api-reference.md); this only lays it out.
import { Fragment, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { theme } from '@motion-kit/react';
import { API_SECTION_ID, apiEntryId, apiKeyId, apiPropId } from '../../lib/apiReferenceIds';
import type { ApiComponentEntry, ApiPageData } from '../../lib/apiReference';

const TITLE_ID = `${API_SECTION_ID}-title`;

/** Text with `code spans` as <code>, as the kit's JSDoc writes them. */
function DocText({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>))}</>;
}

/**
 * A table in a box that scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it, and
 * named by the table's caption.
 */
function ScrollTable({ id, caption, head, children }: { id: string; caption: string; head: readonly string[]; children: ReactNode }) {
  const captionId = `${id}-caption`;
  return (
    <Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}

function ComponentReference({ entry }: { entry: ApiComponentEntry }) {
  const id = apiEntryId(entry.name);
  return (
    <Entry id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <code>{entry.name}</code>
      </h3>
      <Lead>
        <DocText text={entry.description} />
      </Lead>
      {entry.props.length > 0 ? (
        <ScrollTable id={`${id}-props`} caption={`${entry.name} props`} head={['Prop', 'Type', 'Default', 'Description']}>
          {entry.props.map(([name, type, defaultValue, required, description]) => (
            <tr key={name} id={apiPropId(entry.name, name)}>
              <th scope="row">
                <code>{name}</code>
                {required && <Required>{required}</Required>}
              </th>
              <td>
                <code>{type}</code>
              </td>
              <td>{defaultValue ? <code>{defaultValue}</code> : <Muted>none</Muted>}</td>
              <td>
                <DocText text={description} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <Muted as="p">No props of its own.</Muted>
      )}
      {entry.keys.length > 0 && (
        <ScrollTable id={`${id}-keys`} caption={`${entry.name} keyboard interactions`} head={['Key', 'Action']}>
          {entry.keys.map(([keys, effect]) => (
            <tr key={keys} id={apiKeyId(entry.name, keys)}>
              <th scope="row">
                <kbd>{keys}</kbd>
              </th>
              <td>
                <DocText text={effect} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {entry.tokens.length > 0 && (
        <Tokens aria-labelledby={`${id}-tokens`}>
          <h4 id={`${id}-tokens`}>Tokens {entry.name} reads</h4>
          <ul>
            {entry.tokens.map(([cssVar, href]) => (
              <li key={cssVar}>{href ? <a href={href}><code>{cssVar}</code></a> : <code>{cssVar}</code>}</li>
            ))}
          </ul>
        </Tokens>
      )}
    </Entry>
  );
}

/** The API reference section of an example page (its id is API_SECTION_ID, which the library's cards link to). */
export function ApiReference({ data }: { data: ApiPageData }) {
  return (
    <Section id={API_SECTION_ID} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>API reference</h2>
      <Lead>Props, defaults, keys and tokens, generated from the kit's TypeScript and JSDoc when the site is built.</Lead>
      {data.components.map((entry) => (
        <ComponentReference key={entry.name} entry={entry} />
      ))}
      {data.functions.length > 0 && (
        <Entry aria-labelledby={`${API_SECTION_ID}-functions`}>
          <h3 id={`${API_SECTION_ID}-functions`}>Functions and hooks</h3>
          <Functions>
            {data.functions.map((fn) => (
              <div key={fn.name} id={apiEntryId(fn.name)}>
                <dt>
                  <code>{fn.signature}</code>
                </dt>
                <dd>
                  <DocText text={fn.description} />
                </dd>
              </div>
            ))}
          </Functions>
        </Entry>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${theme.spacing['6']};
  min-width: 0;
  h2 {
    font-size: ${theme.font.size['2xl']};
    font-weight: ${theme.font.weight.semibold};
  }
  code,
  kbd {
    font-family: ${theme.font.family.mono};
    font-size: ${theme.font.size.sm};
  }
  /* The row a search result leads to (#api-... in the URL), outlined by the app's landing. */
  [data-search-target] {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: -2px;
  }
`;

const Entry = styled.section`
  display: grid;
  gap: ${theme.spacing['3']};
  min-width: 0;
  h3 {
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.semibold};
  }
  h3 code {
    font-size: inherit;
  }
`;

const Lead = styled.p`
  max-width: 68ch;
  color: ${theme.color['text-muted']};
`;

const Muted = styled.span`
  color: ${theme.color['text-muted']};
`;

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${theme.color['focus-ring']};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  caption {
    padding: ${theme.spacing['2']} ${theme.spacing['3']};
    text-align: start;
    font-weight: ${theme.font.weight.semibold};
    border-bottom: 1px solid ${theme.color.border};
  }
  th,
  td {
    padding: ${theme.spacing['2']} ${theme.spacing['3']};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${theme.color.border};
    overflow-wrap: anywhere;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  thead th {
    color: ${theme.color['text-muted']};
    font-weight: ${theme.font.weight.medium};
    background: ${theme.color['surface-raised']};
  }
  tbody th {
    font-weight: ${theme.font.weight.regular};
    white-space: nowrap;
  }
  td:nth-child(2) {
    min-width: 10rem;
  }
  /* Defaults are short code: kept whole rather than broken letter by letter in a narrow column. */
  thead th:nth-child(3),
  td:nth-child(3) {
    white-space: nowrap;
    overflow-wrap: normal;
  }
`;

const Required = styled.span`
  display: block;
  color: ${theme.color['text-muted']};
  font-size: ${theme.font.size.xs};
`;

const Tokens = styled.section`
  display: grid;
  gap: ${theme.spacing['2']};
  h4 {
    font-size: ${theme.font.size.base};
    font-weight: ${theme.font.weight.semibold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing['2']};
    padding: 0;
    list-style: none;
  }
`;

const Functions = styled.dl`
  display: grid;
  gap: ${theme.spacing['4']};
  dt code {
    overflow-wrap: anywhere;
  }
  dd {
    margin: ${theme.spacing['1']} 0 0;
    color: ${theme.color['text-muted']};
  }
`;
