/// The FNV-1a hash (Fowler–Noll–Vo), in its 32- and 64-bit forms: stable across runs and platforms
/// (unlike `hashValue`), cheap, and good at telling texts apart. Not for resisting an attacker.
public enum FNV1a {
    /// The 32-bit hash of `bytes`.
    @inlinable
    public static func hash32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        hash(bytes, offsetBasis: 0x811C_9DC5, prime: 0x0100_0193)
    }

    /// The 64-bit hash of `bytes`.
    @inlinable
    public static func hash64(_ bytes: some Sequence<UInt8>) -> UInt64 {
        hash(bytes, offsetBasis: 0xCBF2_9CE4_8422_2325, prime: 0x0000_0100_0000_01B3)
    }

    /// Each byte is XORed into the hash, which is then multiplied by the prime.
    @inlinable
    static func hash<Value: FixedWidthInteger & UnsignedInteger>(
        _ bytes: some Sequence<UInt8>, offsetBasis: Value, prime: Value
    ) -> Value {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= Value(byte)
            hash = hash &* prime
        }
        return hash
    }
}
