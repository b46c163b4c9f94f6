// @hangar/weather-widgets/embed: custom elements that put the widgets on any HTML page with one script tag.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CrosswindTable } from '../crosswind-table';
import { CurrentConditions } from '../current-conditions';
import { DensityAltitude } from '../density-altitude';
import { ForecastGrid } from '../forecast-grid';
import { ForecastPeriods } from '../forecast-periods';
import { MetarCard } from '../metar-card';
import { useCrosswindReport, useDecodedMetar, useForecast, useTaf } from '../provider/use-weather';
import { WeatherProvider } from '../provider/weather-provider';
import { ReplayNotice, ReplayNoticeScope } from '../replay-notice';
import { RunwayWind } from '../runway-wind';
import { StationFlightCategory } from '../flight-category';
import { TafCard } from '../taf-card';
import { TafTimeline } from '../taf-timeline';
import { readEmbedConfig, type EmbedConfig } from './attributes';
import widgetCss from './embed.css?inline';

type Needs = { station?: boolean; runways?: boolean | 'any'; point?: boolean };
type ElementSpec = {
  tag: string;
  needs: Needs;
  render: (config: Extract<EmbedConfig, { ok: true }> & { minimums: boolean }) => ReactNode;
  /** The element's one replay notice, over the queries of its widgets. */
  Notice: (props: { station: string }) => ReactNode;
};

// An element is a page's only weather: it says once, above its widgets, when the data is recorded.
const CrosswindNotice = ({ station }: { station: string }) => (
  <ReplayNotice queries={[useCrosswindReport(station)]} />
);
const MetarNotice = ({ station }: { station: string }) => (
  <ReplayNotice queries={[useDecodedMetar(station)]} />
);
const TafNotice = ({ station }: { station: string }) => <ReplayNotice queries={[useTaf(station)]} />;
const ForecastNotice = () => <ReplayNotice queries={[useForecast()]} />;

const ATTRIBUTES = [
  'api-base',
  'station',
  'runways',
  'utc-offset',
  'elevation',
  'mag-var',
  'lat',
  'lon',
  'minimums',
];

export const EMBED_ELEMENTS: ElementSpec[] = [
  {
    tag: 'hangar-current-conditions',
    needs: { station: true, runways: true },
    render: ({ station }) => <CurrentConditions station={station} />,
    Notice: CrosswindNotice,
  },
  {
    tag: 'hangar-crosswinds',
    needs: { station: true, runways: true },
    render: ({ station, config }) => (
      <div className="flex flex-col gap-3">
        <CrosswindTable station={station} />
        {config.elevation !== undefined && <DensityAltitude station={station} />}
      </div>
    ),
    Notice: CrosswindNotice,
  },
  {
    tag: 'hangar-metar',
    needs: { station: true },
    render: ({ station }) => <MetarCard station={station} />,
    Notice: MetarNotice,
  },
  {
    tag: 'hangar-taf',
    needs: { station: true },
    render: ({ station }) => <TafCard station={station} />,
    Notice: TafNotice,
  },
  {
    tag: 'hangar-runway-wind',
    needs: { station: true, runways: 'any' },
    render: ({ station, runwayList, minimums }) => (
      <RunwayWind station={station} runways={runwayList} minimums={minimums} />
    ),
    Notice: CrosswindNotice,
  },
  {
    tag: 'hangar-flight-category',
    needs: { station: true },
    render: ({ station }) => <StationFlightCategory station={station} />,
    Notice: MetarNotice,
  },
  {
    tag: 'hangar-taf-timeline',
    needs: { station: true },
    render: ({ station }) => <TafTimeline station={station} />,
    Notice: TafNotice,
  },
  {
    tag: 'hangar-forecast',
    needs: { point: true },
    render: () => (
      <div className="flex flex-col gap-4">
        <ForecastPeriods />
        <ForecastGrid />
      </div>
    ),
    Notice: ForecastNotice,
  },
];

// Shadow roots do not match :root, and @property only works at document level (tailwindlabs/tailwindcss#15005).
const shadowCss = widgetCss.replaceAll(':root', ':host');
// Read from shadowCss, not widgetCss: the minifier would otherwise copy the whole stylesheet literal twice.
const propertyRules = (shadowCss.match(/@property[^{]+\{[^}]*\}/g) ?? []).join('\n');
// One cache for every element on the page: two elements of one station share one request.
const sharedCache = new Map();

function installDocumentStyles() {
  if (document.getElementById('hangar-weather-embed-styles')) return;
  const style = document.createElement('style');
  style.id = 'hangar-weather-embed-styles';
  style.textContent = propertyRules;
  document.head.append(style);
}

function defineElement({ tag, needs, render, Notice }: ElementSpec) {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = ATTRIBUTES;
      #root: Root | null = null;

      connectedCallback() {
        installDocumentStyles();
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        if (!this.#root) {
          const style = document.createElement('style');
          style.textContent = shadowCss;
          const mount = document.createElement('div');
          mount.className = 'hangar-embed';
          shadow.replaceChildren(style, mount);
          this.#root = createRoot(mount);
        }
        this.#render();
      }

      attributeChangedCallback() {
        if (this.#root) this.#render();
      }

      disconnectedCallback() {
        const root = this.#root;
        this.#root = null;
        // Unmount after the current task: React warns when unmounting during a render.
        queueMicrotask(() => root?.unmount());
      }

      #render() {
        const result = readEmbedConfig((name) => this.getAttribute(name), needs);
        this.#root?.render(
          <StrictMode>
            <div className="bg-background p-2 font-sans text-foreground">
              {result.ok ? (
                <WeatherProvider config={result.config} cache={sharedCache}>
                  <ReplayNoticeScope>
                    <div className="flex flex-col gap-2">
                      <Notice station={result.station} />
                      {render({ ...result, minimums: this.getAttribute('minimums') !== 'off' })}
                    </div>
                  </ReplayNoticeScope>
                </WeatherProvider>
              ) : (
                <p role="alert" className="text-sm text-destructive">
                  &lt;{tag}&gt;: {result.error}
                </p>
              )}
            </div>
          </StrictMode>,
        );
      }
    },
  );
}

for (const spec of EMBED_ELEMENTS) defineElement(spec);
