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
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The small modules nearly every page's first load needs (class joining,
        // form primitives, the shell's session and site data) travel as one
        // chunk: gzip compresses them together far better than as a dozen tiny files.
        codeSplitting: {
          groups: [
            {
              name: "ui-core",
              test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]|app[\\/]ui[\\/](cn|button|input|label|textarea|form-feedback|icon|form-icons|use-hydrated|use-form-submission|is-plain-click)\.tsx?$|app[\\/](content[\\/]site|platform[\\/]http[\\/]page-meta|features[\\/]accounts[\\/](open-auth-dialog|session-store))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
