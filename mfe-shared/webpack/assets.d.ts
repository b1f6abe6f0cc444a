// Types of the files the preset's loaders turn into modules; each app's tsconfig includes this file.
declare module '*.module.css' {
  /** Local class name -> generated class name (CSS Modules, default import). */
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.webp' {
  const url: string;
  export default url;
}
