import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // PUBLIC_URL is read at build time too: prerendered pages carry canonical URLs.
  envPrefix: ["VITE_", "PUBLIC_"],
  plugins: [tailwindcss(), reactRouter()],
});
