import { useEffect } from 'react';
import { create } from 'zustand';

interface ScreenDataState {
  /** The mirrored set the current screen shows (meta table name), for the offline banner. */
  set: string | null;
}

export const useScreenDataStore = create<ScreenDataState>()(() => ({ set: null }));

/**
 * A section declares which mirrored set it shows (e.g. a calendar day) so the offline banner
 * tells the age of what is on screen. Cleared when the section unmounts.
 */
export function useScreenData(set: string | null): void {
  useEffect(() => {
    useScreenDataStore.setState({ set });
    return () => {
      if (useScreenDataStore.getState().set === set) useScreenDataStore.setState({ set: null });
    };
  }, [set]);
}
