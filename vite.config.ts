import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // PUBLIC_URL is read at build time too: prerendered pages carry canonical URLs.
  envPrefix: ["VITE_", "PUBLIC_"],
  plugins: [tailwindcss(), reactRouter()],
  // No preload helper around dynamic imports: it would add 0.8 KB to every
  // page's first load, while the lazy dialogs already start loading when the
  // pointer nears their triggers.
  build: { modulePreload: false },
});
