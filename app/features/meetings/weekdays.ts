/** The week as the settings form lists it: ISO weekday and name. Its own module, without Zod: the settings page's browser code reads it. */
export const weekdayNames = [
  [1, "Monday"],
  [2, "Tuesday"],
  [3, "Wednesday"],
  [4, "Thursday"],
  [5, "Friday"],
  [6, "Saturday"],
  [7, "Sunday"],
] as const;
