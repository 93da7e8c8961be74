// The reference of Benchmarks/lint_table.sh: a bare libyaml pass over a file, reading every
// event and doing nothing else (not even Foundation is loaded), so that the lint time can be
// stated as a multiple of what merely reading the YAML costs.
//
//   yaml-event-reader FILE     prints the number of events read
import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func fail(_ message: String) -> Never {
    print("yaml-event-reader: \(message)")
    exit(2)
}

guard CommandLine.arguments.count == 2, let input = fopen(CommandLine.arguments[1], "rb") else {
    fail("usage: yaml-event-reader FILE (a readable file)")
}
var parser = yaml_parser_t()
guard yaml_parser_initialize(&parser) != 0 else { fail("libyaml could not allocate a parser") }
yaml_parser_set_input_file(&parser, input)
var event = yaml_event_t()
var events = 0
while true {
    guard yaml_parser_parse(&parser, &event) != 0 else { fail("libyaml could not read the file") }
    events += 1
    let done = event.type == YAML_STREAM_END_EVENT
    yaml_event_delete(&event)
    if done { break }
}
yaml_parser_delete(&parser)
fclose(input)
print(events)
