import { Download } from 'lucide-react';
import type { RefObject } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../api/files/download.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { exportFileName, tableCsv, tableText } from './chart-csv.ts';
import { chartPng, chartSvg } from './chart-png.ts';

/**
 * A chart's PNG and CSV downloads. The CSV is the chart's own table as the page renders it (same
 * rows, same headers in the reader's language), so the two can never disagree; the PNG is the
 * drawing on screen, with its title and legend. Each button's name starts with its visible text.
 */
export function ChartExportButtons({
  title,
  chartRef,
  tableRef,
  titleRef,
}: {
  title: string;
  chartRef: RefObject<HTMLElement | null>;
  tableRef: RefObject<HTMLElement | null>;
  titleRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  const downloadCsv = () => {
    const table = tableRef.current?.querySelector('table');
    if (!table) return;
    const { head, rows } = tableText(table);
    const blob = new Blob([tableCsv(head, rows)], { type: 'text/csv;charset=utf-8' });
    saveBlob(blob, exportFileName(title, new Date(), 'csv'));
  };

  const downloadPng = async () => {
    setFailed(false);
    try {
      const chart = chartRef.current;
      if (!chart) return;
      const image = chartSvg(chart, title, titleRef.current ?? chart);
      saveBlob(await chartPng(image), exportFileName(title, new Date(), 'png'));
    } catch {
      setFailed(true);
    }
  };

  const button = buttonClass('ghost', 'sm');
  return (
    <>
      <button
        type="button"
        className={button}
        aria-label={t('dataViz.export.pngLabel', { title })}
        onClick={() => void downloadPng()}
      >
        <Download aria-hidden="true" className="size-4" />
        PNG
      </button>
      <button
        type="button"
        className={button}
        aria-label={t('dataViz.export.csvLabel', { title })}
        onClick={downloadCsv}
      >
        <Download aria-hidden="true" className="size-4" />
        CSV
      </button>
      {failed ? (
        <div className="basis-full">
          <FormAlert tone="error">{t('dataViz.export.pngFailed')}</FormAlert>
        </div>
      ) : null}
    </>
  );
}
