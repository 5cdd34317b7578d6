import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PUBLIC_API_URL (build time) points the web app at an API on another origin.
  envPrefix: ["VITE_", "PUBLIC_"],
  server: {
    // `npm run dev` serves the web app; the API runs in `npm run serve` on :3000.
    proxy: { "/api": "http://127.0.0.1:3000", "/uploads": "http://127.0.0.1:3000" },
  },
});
