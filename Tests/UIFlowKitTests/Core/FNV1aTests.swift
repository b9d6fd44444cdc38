import Testing
import UIFlowKit

@Suite("FNV-1a")
struct FNV1aTests {
    @Test("the 32- and 64-bit hashes are the published FNV-1a values")
    func publishedValues() {
        #expect(FNV1a.hash32([]) == 0x811C_9DC5)
        #expect(FNV1a.hash32("a".utf8) == 0xE40C_292C)
        #expect(FNV1a.hash32("foobar".utf8) == 0xBF9C_F968)
        #expect(FNV1a.hash64([]) == 0xCBF2_9CE4_8422_2325)
        #expect(FNV1a.hash64("a".utf8) == 0xAF63_DC4C_8601_EC8C)
        #expect(FNV1a.hash64(Array("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }
}
