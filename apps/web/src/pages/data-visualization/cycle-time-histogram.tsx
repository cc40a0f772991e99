import type { FlowJson } from '@crewline/shared/contracts/insights';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../i18n/use-formatters.ts';
import { ChartFigure, COLORS, DataTable } from './chart-parts.tsx';
import { durationBins } from './duration-bins.ts';

/**
 * How the project's finished tasks spread over cycle times: one bar per range, widening from
 * hours to weeks, so a few slow tasks stand out against the median. Nothing is drawn before the
 * first finished task (the cycle time card says so).
 */
export function CycleTimeHistogram({
  stats,
  rtl,
}: {
  stats: FlowJson['cycle_time'];
  rtl: boolean;
}) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  if (stats.count === 0) return null;
  const bins = durationBins(stats.samples.map((sample) => sample.hours)).map((bin) => ({
    ...bin,
    label: t(`dataViz.flow.bins.${bin.key}`),
  }));
  return (
    <ChartFigure
      title={t('dataViz.flow.histogramTitle')}
      description={t('dataViz.flow.histogramDescription')}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={bins} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} interval={0} />
            <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} width={40} />
            <Tooltip />
            <Bar dataKey="count" name={t('dataViz.flow.tasks')} fill={COLORS.in_progress} />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <DataTable
          caption={t('dataViz.flow.histogramCaption')}
          head={[t('dataViz.flow.range'), t('dataViz.flow.tasks')]}
          rows={bins.map((bin) => [bin.label, number(bin.count)])}
        />
      }
    />
  );
}
