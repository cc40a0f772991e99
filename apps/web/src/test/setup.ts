import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './init-test-i18n.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
