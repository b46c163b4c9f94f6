// Common passwords of 12 characters or more (from public breach frequency lists), refused as new passwords.
const LIST = `123456789012 1234567890123 12345678901234 123456789123 1234567891011 123123123123 111111111111
000000000000 121212121212 123412341234 987654321098 147258369147 741852963741 qwertyuiopas qwertyuiop12
qwertyuiop123 qwerty123456 qwerty12345678 1qaz2wsx3edc 1q2w3e4r5t6y 1q2w3e4r5t6y7u qazwsxedcrfv zaq12wsxcde3
asdfghjkl123 asdfghjklzxc zxcvbnm12345 password1234 password12345 password123456 password1234567
passwordpassword password!123 password@123 password123! p@ssword1234 p@ssw0rd1234 passw0rd1234
iloveyou1234 iloveyou12345 iloveyouforever welcome12345 welcome123456 welcometo123 letmein12345 letmein123456
changeme1234 changeme12345 administrator admin1234567 admin12345678 adminadmin123 administrator1
trustno11234 sunshine1234 princess1234 football1234 baseball1234 basketball12 superman1234 starwars1234
dragon123456 monkey123456 master123456 shadow123456 michael12345 jennifer1234 jordan231234 liverpool123
chelsea12345 arsenal12345 manchester12 computer1234 internet1234 whatever1234 1234567890qwerty qwerty1234567890
abcdefghijkl abcdefghijklm abcd12345678 abc123456789 abc1234567890 aaaaaaaaaaaa a1b2c3d4e5f6 1a2b3c4d5e6f
123456abcdef 123abc123abc qwe123qwe123 asd123asd123 zxc123zxc123 q1w2e3r4t5y6 1234qwerasdf 1234qwer1234
thisismypassword mypassword123 mypassword1234 secretpassword mysecretpassword correcthorsebatterystaple
hangar123456 airport12345 airplane1234 aviation1234 pilot1234567 cessna172skyhawk`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

/** Words that, with only digits or symbols around them, make a guessable password ("Password2024!"). */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `password passw0rd p@ssword p@ssw0rd qwerty qwertyuiop asdfgh asdfghjkl zxcvbnm letmein welcome iloveyou admin
  administrator monkey dragon football baseball basketball soccer hockey sunshine princess master shadow superman
  batman starwars trustno changeme secret abc abcdef abcdefg login hello freedom whatever computer internet
  michael jennifer jordan hunter ranger buster thomas charlie summer winter spring autumn love lovely
  hangar airport airplane aviation pilot cessna runway`
    .split(/\s+/)
    .filter(Boolean),
);
