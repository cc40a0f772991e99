import { createContext } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastPosition = 'top-right' | 'top-left' | 'bottom-left' | 'bottom-right';
export type ToastOptions = { duration?: number; position?: ToastPosition };
export type Toast = {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  position: ToastPosition;
  leaving: boolean;
};

export type ToastApi = {
  show(type: ToastType, message: string, options?: ToastOptions): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  warning(message: string, options?: ToastOptions): number;
  info(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
};

export const ToastContext = createContext<ToastApi | null>(null);
