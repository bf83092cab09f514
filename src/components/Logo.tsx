/** The association's mark: a cassava leaf over a root, in the brand colours. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1d5b38" />
      <path d="M24 9c-2 6-2 11 0 16 2-5 2-10 0-16Z" fill="#8fd19e" />
      <path d="M24 25c-5-3-9-7-11-12 5 1 9 5 11 12Z" fill="#6fbf86" />
      <path d="M24 25c5-3 9-7 11-12-5 1-9 5-11 12Z" fill="#6fbf86" />
      <path d="M24 25c-4 1-8 0-11-3 4-1 8 0 11 3Z" fill="#4fa56c" />
      <path d="M24 25c4 1 8 0 11-3-4-1-8 0-11 3Z" fill="#4fa56c" />
      <path d="M24 25c-1 5 0 10 3 14-4 0-7-3-7-7 0-3 2-5 4-7Z" fill="#d9971c" />
    </svg>
  );
}
