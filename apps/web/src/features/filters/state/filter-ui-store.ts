import { create } from 'zustand';
import type { PanelDataset } from './filter-model.ts';

const PANEL_COLLAPSED_KEY = 'lens.filterPanelCollapsed';

/** Sections open before the user opens or closes any: the cuts a chain manager starts with. */
export const INITIALLY_OPEN: readonly PanelDataset[] = ['property_type', 'site_group'];

interface FilterUiState {
  panelCollapsed: boolean;
  /** Sections the user opened or closed; the others follow INITIALLY_OPEN and the selection. */
  openSections: Partial<Record<PanelDataset, boolean>>;
  popupOpen: boolean;
  setPanelCollapsed(collapsed: boolean): void;
  setSectionOpen(dataset: PanelDataset, open: boolean): void;
  setPopupOpen(open: boolean): void;
  /** Full reset: the panel as a first visit shows it. */
  resetUi(): void;
}

export const useFilterUiStore = create<FilterUiState>((set) => ({
  panelCollapsed: localStorage.getItem(PANEL_COLLAPSED_KEY) === 'true',
  openSections: {},
  popupOpen: false,
  setPanelCollapsed: (panelCollapsed) => {
    localStorage.setItem(PANEL_COLLAPSED_KEY, String(panelCollapsed));
    set({ panelCollapsed });
  },
  setSectionOpen: (dataset, open) =>
    set((state) => ({ openSections: { ...state.openSections, [dataset]: open } })),
  setPopupOpen: (popupOpen) => set({ popupOpen }),
  resetUi: () => {
    localStorage.removeItem(PANEL_COLLAPSED_KEY);
    set({ panelCollapsed: false, openSections: {} });
  },
}));
