// Every contrast pair the build declares, in every theme, for the draft: verdicts from the build's own
// guard, the build's words for the pairs that would fail it, and the nearest passing colours.
import { Alert } from '@motion-kit/react';
import { formatRatio } from '../../lib/contrast.js';
import type { ContrastReport } from './contrastReport';
import * as S from './Studio.styles';

export function ContrastPanel({ report }: { report: ContrastReport }) {
  const failing = report.results.filter((r) => r.required !== null && !r.passes);
  return (
    <S.Panel aria-labelledby="studio-contrast">
      <S.PanelTitle id="studio-contrast">Contrast</S.PanelTitle>
      <div aria-live="polite">
        {report.errors.length > 0 ? (
          <Alert type="error" title={`${report.errors.length} body text pair${report.errors.length === 1 ? '' : 's'} would fail npm run tokens`}>
            <S.ErrorList>
              {report.errors.map((e) => (
                <li key={`${e.path}${e.message}`}>
                  {e.path}: {e.message}
                </li>
              ))}
            </S.ErrorList>
          </Alert>
        ) : (
          <S.Status>
            Every body text pair passes in every theme{failing.length > 0 ? `; ${failing.length} UI pair${failing.length === 1 ? '' : 's'} under 3:1` : ''}.
          </S.Status>
        )}
      </div>
      {/* Scrolls sideways on phones, so it takes keyboard focus to be scrolled with the arrow keys. */}
      <S.TableWrap tabIndex={0} role="region" aria-label="Contrast pairs">
        <S.Table>
          <S.Caption>Contrast of each declared text and background pair per theme</S.Caption>
          <thead>
            <tr>
              <th scope="col">Pair</th>
              <th scope="col">Theme</th>
              <th scope="col">Ratio</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {report.results.map((r) => (
              <tr key={`${r.theme}${r.text}${r.background}`}>
                <th scope="row">
                  <S.Chip aria-hidden="true" style={{ background: r.textColor }} />
                  {r.text}
                  <br />
                  <S.Chip aria-hidden="true" style={{ background: r.backgroundColor }} />
                  on {r.background}
                </th>
                <td>{r.theme}</td>
                <td>{formatRatio(r.ratio)}</td>
                <td>
                  <S.Verdict $passes={r.passes}>{r.required === null ? 'Not checked' : r.passes ? 'Pass' : 'Fail'}</S.Verdict>
                  <S.Hint> {r.required === null ? `(${r.role})` : `needs ${r.required}:1 (${r.role})`}</S.Hint>
                  {r.nearest && (
                    <S.Hint>
                      <br />
                      Nearest passing: text {r.nearest.text ?? 'none'} or background {r.nearest.background ?? 'none'}
                    </S.Hint>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </S.Table>
      </S.TableWrap>
    </S.Panel>
  );
}
