// placeholder until the shared order draft lands
export const useDraftProjectAid = (): number | null => null;
