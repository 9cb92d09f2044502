import { useEffect, useRef } from 'react';

interface Series {
  label: string;
  values: number[];
  color: string;
}

interface Props {
  kind: 'line' | 'bar';
  /** What the chart shows, for screen readers (the same numbers are in the table beside it). */
  label: string;
  labels: string[];
  series: Series[];
  /** Values are shares (0–1), shown as percentages. */
  percent?: boolean;
}

/**
 * One chart on the desk, drawn with Chart.js. The library is imported here, when a chart first
 * mounts on the desk's Visits tab, so no public page and not even the rest of the desk loads it.
 * The canvas is an image with a label; the numbers are always also in a table.
 */
export default function DeskChart({ kind, label, labels, series, percent = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let chart: { destroy: () => void } | undefined;
    let cancelled = false;
    void (async () => {
      const { Chart, BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } =
        await import('chart.js');
      if (cancelled || !canvas.current) return;
      Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);
      const text = getComputedStyle(document.documentElement).getPropertyValue('--fg').trim() || '#222';
      chart = new Chart(canvas.current, {
        type: kind,
        data: {
          labels,
          datasets: series.map((item) => ({
            label: item.label,
            data: percent ? item.values.map((value) => Math.round(value * 1000) / 10) : item.values,
            borderColor: item.color,
            backgroundColor: item.color,
          })),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          scales: {
            x: { ticks: { color: text } },
            y: { beginAtZero: true, ticks: { color: text, precision: 0, ...(percent ? { callback: (value) => `${value}%` } : {}) } },
          },
          plugins: { legend: { labels: { color: text } } },
        },
      });
    })();
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, labels, series, percent]);

  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
