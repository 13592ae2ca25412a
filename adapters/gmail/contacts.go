package gmail

import (
	"context"
	"net/mail"
	"strings"

	memo "github.com/memo-assistant/memo"
)

// correspondents bounds the recent mails searched for a name.
const correspondents = 20

// SearchContacts implements memo.ContactSearcher: the user's Google
// contacts whose name or address matches query, then people in the
// user's recent mail (from or to) whose name or address holds it. Each
// address comes once.
func (m *Mailbox) SearchContacts(ctx context.Context, query string) ([]memo.Contact, error) {
	query = strings.TrimSpace(query)
	if query == "" {
		return nil, nil
	}
	seen := map[string]bool{}
	var out []memo.Contact
	add := func(name, addr string) {
		addr = strings.ToLower(strings.TrimSpace(addr))
		if addr == "" || seen[addr] {
			return
		}
		seen[addr] = true
		out = append(out, memo.Contact{Name: name, Email: addr})
	}
	err := m.do(ctx, "search contacts", func() error {
		resp, err := m.people.People.SearchContacts().Query(query).ReadMask("names,emailAddresses").PageSize(10).Context(ctx).Do()
		if err != nil {
			return err
		}
		for _, r := range resp.Results {
			if r.Person == nil {
				continue
			}
			name := ""
			if len(r.Person.Names) > 0 {
				name = r.Person.Names[0].DisplayName
			}
			for _, e := range r.Person.EmailAddresses {
				add(name, e.Value)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	page, err := m.ListEmails(ctx, memo.EmailFilter{TextContains: query, MaxResults: correspondents})
	if err != nil {
		return nil, err
	}
	low := strings.ToLower(query)
	for _, e := range page.Emails {
		for _, a := range append(append([]string{e.From}, e.To...), e.Cc...) {
			p, err := mail.ParseAddress(a)
			if err != nil {
				continue
			}
			if strings.Contains(strings.ToLower(p.Name), low) || strings.Contains(strings.ToLower(p.Address), low) {
				add(p.Name, p.Address)
			}
		}
	}
	return out, nil
}
