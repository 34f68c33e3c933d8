// The most common passwords (international breach lists plus Swedish favourites), lower case.
// A new password on this list is refused whatever its length (NIST SP 800-63B 5.1.1.2).
const LIST = `123456 123456789 12345678 12345 1234567 1234567890 111111 000000 123123 654321 666666 121212
112233 123321 696969 7777777 1111111 11111111 88888888 987654321 password password1 password12 password123
passw0rd p@ssw0rd qwerty qwerty123 qwertyuiop asdfgh asdfghjkl zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t qazwsx
abc123 abcdef abcd1234 a12345 aa123456 iloveyou princess dragon monkey letmein football baseball
welcome welcome1 admin admin123 administrator root toor master login secret sunshine shadow superman
batman trustno1 starwars whatever freedom hello123 hunter2 charlie michael jessica ashley nicole
daniel thomas jordan killer pokemon computer internet access azerty solo ninja mustang soccer hockey
liverpool chelsea arsenal summer winter spring autumn 123qwe qwe123 zaq12wsx q1w2e3r4 changeme
lösenord losenord losen123 lösen123 sommar sommar1 sommar123 vinter vinter123 hejhej hejhej123
hemligt hemlig hemlig123 sverige sverige1 stockholm goteborg göteborg malmo malmö kalle kalle123
anka123 kalleanka hejsan hejsan123 blomma fotboll hockey123 tjena123 abc12345 mamma123 pappa123
lösenord1 losenord1 qwerty1 qwerty12 abcabc 123abc 1234abcd aaaaaa bbbbbb 123456a 123456q
`;

/** Lower-cased common passwords; compare with `COMMON_PASSWORDS.has(pw.toLowerCase())`. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
