package gmailtest

import (
	"net/http"
	"strconv"
	"strings"
)

// Contact is a person in the user's Google contacts.
type Contact struct {
	Name   string
	Emails []string
}

// person is c as the People API writes a person.
func (c Contact) person() map[string]any {
	var emails []map[string]string
	for _, e := range c.Emails {
		emails = append(emails, map[string]string{"value": e})
	}
	return map[string]any{"names": []map[string]string{{"displayName": c.Name}}, "emailAddresses": emails}
}

// AddContact adds a person to the user's contacts.
func (s *Server) AddContact(c Contact) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.contacts = append(s.contacts, c)
}

// connections answers people/me/connections: every contact, pageSize at
// a time (default 100), pageToken the index to go on from.
func (s *Server) connections(r *http.Request) reply {
	size, _ := strconv.Atoi(r.URL.Query().Get("pageSize"))
	if size <= 0 {
		size = 100
	}
	from, _ := strconv.Atoi(r.URL.Query().Get("pageToken"))
	var people []map[string]any
	end := min(from+size, len(s.contacts))
	for _, c := range s.contacts[min(from, end):end] {
		people = append(people, c.person())
	}
	body := map[string]any{"connections": people, "totalPeople": len(s.contacts)}
	if end < len(s.contacts) {
		body["nextPageToken"] = strconv.Itoa(end)
	}
	return reply{status: 200, body: body}
}

// searchContacts answers people:searchContacts: contacts with a name
// word or address starting with the query.
func (s *Server) searchContacts(r *http.Request) reply {
	q := strings.ToLower(strings.TrimSpace(r.URL.Query().Get("query")))
	var results []map[string]any
	for _, c := range s.contacts {
		match := false
		for _, w := range strings.Fields(strings.ToLower(c.Name)) {
			match = match || strings.HasPrefix(w, q)
		}
		for _, e := range c.Emails {
			match = match || strings.HasPrefix(strings.ToLower(e), q)
		}
		if !match || q == "" {
			continue
		}
		results = append(results, map[string]any{"person": c.person()})
	}
	return reply{status: 200, body: map[string]any{"results": results}}
}
