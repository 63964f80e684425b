/** Spec §9: demo team sizes, stored as shown. */
export const teamSizes = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
/** Spec §9: demo time slots, stored by key. */
export const timeSlots = ["morning", "afternoon", "evening", "flexible"] as const;
export const waitlistStatuses = ["pending", "invited", "joined", "declined"] as const;
export const demoRequestStatuses = ["new", "scheduled", "done", "cancelled"] as const;
