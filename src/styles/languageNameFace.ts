// One thing on an English page is Amharic: the switcher's "አማርኛ". A phone without an Ethiopic font would show four
// empty boxes, so those four letters come from a face of their own: Noto Sans Ethiopic Bold (SIL Open Font License)
// cut down to them, about 1 KB, inline so it needs no request, and used for nothing else (unicode-range). The theme's
// stacks name it first (its range keeps it to those letters); the Amharic pages' stacks start with Noto Sans Ethiopic.
import { globalFontFace } from '@vanilla-extract/css';

/** The family of those four letters: the theme's text and heading stacks name it first. */
export const LANGUAGE_NAME_FAMILY = 'ECA Language Name';

// Made by: subsetFont(noto-sans-ethiopic-ethiopic-700-normal.woff2, 'አማርኛ', { targetFormat: 'woff2', keepFeatures: [],
// preserveNameIds: [0, 13, 14] }) from @fontsource/noto-sans-ethiopic.
export const LANGUAGE_NAME_WOFF2 =
  'd09GMgABAAAAAAQsABIAAAAAB+AAAAPMAAEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGhYbHhwuBmA/U1RBVEAATBEICoN4g0ALDAABNgIkAxQEIAWEagcgDAcXJBgMG2QGyJ4FOdlpCqcoUuNtxl9ME6p4iN/v25m5762II0klimuD/uvPVLNK3bgpUPEKzezn86z304yStkNlOjJSOwVvK/kK8yqc120lqFpwqRvL8fenAmUA5jwPoxSRuXV049j0vRMwQiXot4KsAboGeLVAWGCqOh1zhIIg9hPpdpU4y9jRw+f04AJdgBRCJQQ6TEmBdvYMTUGoCv4HQKDDCkVYjpvwM/ybIea2wmWFGAA5uSoIOwc1eQfjAzhw/WlxGSqiAyA7gzA8CMcwHAC0gT1HRnthV1Ry1C68+N9bqpWRDdwF5FjewRyWENokhmBYCmvo9C4ENG669AhB6IMLIYMLN4GAaMPOASQKhrAEhuC2AB3apByYjCqO2hq1KxDArvn84fvz7/rvakBUMHz8D+gFNeg4D/ASeA1ABShCJac7w3MGg/G4biJcRCx5gWbvTSawe6/22b18SXKWPofmsyK+dunJeEQseQbN8wyZ/HQnmn2EIDZtg+ZpxZILSaQACQICcroJH5RQAgQEz2/347ZeJMmpadoh7kxxKgiag0kRCdfPzJBLzydyqlCQC0nsTecIUvQiQ0LzfiAmLf+kgX6uv29aso5On5wYGEzSmtWoqVHcomB06uE2u7dl7IdS1DeclTrVcnjpT08c+9eD0frOzq7yow2jnLkHNnPiPlW7aCYq+zj86Mh9SZ23tNIqrXGXbxeI/Ll97pwTKbyI+MS2idrcWZb2hrj2JeUjhz7nZiS5k9xQPj9Fl/noATev25RzIjndQoQ3Hi7OEXYVUu+uwxbMu5+xcu1KSwLZmZH7EmdePtOaI4C8hV18YlwyYV0x2VjY4PoU/s65SYvYVsL0JChFVZuRBwACOTEtXvQwSRbe9DW0sD7BG/uNf/B2yXn/LwTW1Q/LFaFFguCTBvVHh/5/PkXQb1AnH6Tlu6nMV51KIFIEeRBq96HTSSG82uO6PIAiqjDgBaoxCEsjClJbEFBsdQcqq2yD2oQ50GIZPttjEx4HgS4jgKBD10Bo9IIQF7pwGMPBQsGMZqDmokfTMNDRH4txcbFxalCqlJOKg4GNi1MJJwOzkghUp9SoHkORjVwYk6Rs5dRdNmvAsDFQKdaBYaY2Q8PByYBhRalQolyZinGfktGUUJQ+8pY06jVqVK/GFbSt+4l2553zcyQUUyrmXluBMkVPgwoJxlAIw0hDReJ27rCY4YgenZdwrGNwcW5KJVQYFqWs1dbmJGWfVkqzVikfi/L932adDy2gwPx5fDlEH/Tlf1f5hFu/dfhmIGg5iBuIgpEKAAAA';

/** Declares the face (global.css.ts calls it). */
export function languageNameFace() {
  globalFontFace(LANGUAGE_NAME_FAMILY, {
    src: `url("data:font/woff2;base64,${LANGUAGE_NAME_WOFF2}") format("woff2")`,
    fontWeight: '100 900',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    // አ ማ ር ኛ
    unicodeRange: 'U+12A0, U+121B, U+122D, U+129B',
  });
}
