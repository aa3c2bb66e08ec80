"use client";
import { useState } from "react";
import { THEME_COOKIE, THEMES, type Theme } from "./theme";
import { inputClass } from "./styles";

/** Light, dark or the system's choice; kept in a plain cookie so the server renders the right class. */
export function ThemeSelect({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState(initial);
  const choose = (next: Theme) => {
    setTheme(next);
    document.documentElement.classList.remove("light", "dark");
    if (next !== "system") document.documentElement.classList.add(next);
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=31536000; samesite=strict`;
  };
  return (
    <label className="flex items-center gap-2 text-sm">
      Theme
      <select
        className={`${inputClass} w-auto`}
        value={theme}
        onChange={(event) => choose(event.target.value as Theme)}
      >
        {THEMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
