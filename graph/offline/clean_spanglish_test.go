package offline

import "testing"

// TestSpanglish reads Spanglish requests as the English the grammar reads,
// and leaves alone the English that looks like Spanish.
func TestSpanglish(t *testing.T) {
	cases := []struct{ in, want string }{
		{"oye remind me mañana a las 7am to call el concrete guy from Pedro Supply", "remind me mañana a las 7am to call the concrete guy from Pedro Supply"},
		{"tengo inspection el viernes at 9 con el city inspector, ponlo en el calendar", "I have inspection el viernes at 9 with the city inspector, put it in the calendar"},
		{"muévelo pa las 10, el tipo says he running late", "move it to 10, the guy says he's running late"},
		{"cámbialo para el viernes", "move it to viernes"},
		{"gracias hermano", "thanks bro"},
		{"muchas gracias", "thanks"},
		{"y también guava pastelitos", "and also guava pastelitos"},
		{"ya lo llamé, done", "done"},
		{"ya lo hice", "done"},
		{"listo", "done"},
		{"cancel el lunch, se cayó", "cancel the lunch, it fell through"},
		{"cancélalo, se canceló", "cancel it, it was cancelled"},
		{"put on the shopping list cafe Bustelo, pan cubano y leche", "put on the shopping list cafe Bustelo, pan cubano and leche"},
		{"remind me pay the guys el friday", "remind me pay the guys on friday"},
		{"remind me to call el plumber el viernes a las 10am", "remind me to call the plumber el viernes a las 10am"},
		{"tengo dentist mañana a las 10, pon en el calendar", "I have dentist mañana a las 10, put in the calendar"},
		{"ponlo en el calendario: reunión con el banco el viernes a las 2", "add to my calendar: reunión with the banco el viernes a las 2"},
		{"remind me hoy a las 5pm to call la señora Gomez", "remind me today a las 5pm to call señora Gomez"},
		{"remind me a las 7 de la mañana to call Pedro", "remind me a las 7am to call Pedro"},
		{"remind me a las 4 de la tarde to call Pedro", "remind me a las 4pm to call Pedro"},
		{"hey there, remind me mañana at 9am to call mom", "hey there, remind me mañana at 9am to call mom"},
		{"remind me todos los lunes a las 8 to check the generator", "remind me every monday a las 8 to check the generator"},
		{"quita la leche de la lista", "remove the leche from the list"},
		{"remember que el gate code del job site en Brickell es 7781", "remember el gate code del job site en Brickell es 7781"},
		// Near misses: English and names that look like Spanish.
		{"remind me to book Las Vegas trip tomorrow at 5", "remind me to book Las Vegas trip tomorrow at 5"},
		{"El Al flight friday at 9", "El Al flight friday at 9"},
		{"Tengo the dog vet tomorrow at 5", "Tengo the dog vet tomorrow at 5"},
		{"remind me to walk Tengo at 5", "remind me to walk Tengo at 5"},
		{"remind me to call Ana y Pedro at 5", "remind me to call Ana y Pedro at 5"},
		{"add x, y and z to the list", "add x, y and z to the list"},
		{"lunch with Pancho Villa friday at 1", "lunch with Pancho Villa friday at 1"},
		{"dinner at La Casa friday at 8", "dinner at La Casa friday at 8"},
		{"see ya at 5", "see ya at 5"},
		{"remind me to buy a cheap pon de ring", "remind me to buy a cheap pon de ring"},
	}
	for _, c := range cases {
		if got := spanglish(c.in); got != c.want {
			t.Errorf("spanglish(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
