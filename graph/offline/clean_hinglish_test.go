package offline

import "testing"

// TestHinglish reads Hinglish requests as the English the grammar reads,
// and leaves alone the English that looks like Hindi and the questions it
// does not read.
func TestHinglish(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Beta remind me kal subah 9 baje BP ki dawai lena hai", "remind me to take BP ki dawai tomorrow at 9am"},
		{"Acha beta, my kitty party hai Saturday 4 baje Mrs Sharma ke ghar, calendar mein daal do", "add to my calendar: my kitty party Saturday at 4 at Mrs Sharma's house"},
		{"Sabzi list mein add karo: aloo, tamatar, dhaniya, hari mirch, paneer", "add to the Sabzi list: aloo, tamatar, dhaniya, hari mirch, paneer"},
		{"aloo aur pyaaz sabzi list mein daal do", "add aloo and pyaaz to the sabzi list"},
		{"Beta yaad rakhna, Pinku's birthday is 20 December", "remember Pinku's birthday is 20 December"},
		{"Pinku ka birthday 20 December hai, yaad rakhna", "remember Pinku's birthday is 20 December"},
		{"Pinku ka birthday kab hai beta?", "when is Pinku's birthday?"},
		{"Har roz raat 8 baje remind karna sugar check karna hai", "remind me to check sugar every day at 8pm"},
		{"Kal mera kya programme hai beta?", "what do I have tomorrow?"},
		{"Ammi's card number kya tha?", "what was Ammi's card number?"},
		{"wifi password kya hai", "what is wifi password?"},
		{"Raju ka number kya hai?", "what is Raju's number?"},
		{"Ji, doctor appointment Friday 11 baje Max hospital Saket", "doctor appointment Friday at 11 Max hospital Saket"},
		{"Acha beta woh 12 baje kar do", "make it 12"},
		{"woh Friday ko kar do", "move it to Friday"},
		{"Woh cancel kar do beta, she is coming herself", "cancel it, she is coming herself"},
		{"Beta doodh wala ko paise dene hai remind kar dena 5 tarikh ko", "remind me to doodh wala ko paise dene on the 5th"},
		{"ho gaya beta de diya, tick kar do", "mark it done"},
		{"ho gaya", "mark it done"},
		{"parso shaam 5 baje Raju ko call karna hai yaad dila dena", "remind me to call Raju the day after tomorrow at 5pm"},
		{"har Somvar subah 7 baje remind karna yoga class", "remind me to yoga class every monday at 7am"},
		{"aaj raat 10 baje remind karna dawai lena hai", "remind me to take dawai today at 10pm"},
		// Near misses: English that looks like Hindi, and Hinglish questions.
		{"beta version release friday at 5", "beta version release friday at 5"},
		{"meeting in Shanghai at 5", "meeting in Shanghai at 5"},
		{"call Kal tomorrow at 5", "call Kal tomorrow at 5"},
		{"remind me to email Kalpana tomorrow", "remind me to email Kalpana tomorrow"},
		{"kya kal doctor appointment hai?", "kya kal doctor appointment hai?"},
		{"kal doctor ke paas gaya tha, BP ki dawai lena hai", "kal doctor ke paas gaya tha, BP ki dawai lena hai"},
		{"doctor kab aayega?", "doctor kab aayega?"},
		{"remind karna", "remind karna"},
		{"ye kya hai?", "ye kya hai?"},
		{"kal kya tha?", "kal kya tha?"},
		{"what kya hai means", "what kya hai means"},
	}
	for _, c := range cases {
		if got := hinglish(c.in); got != c.want {
			t.Errorf("hinglish(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
